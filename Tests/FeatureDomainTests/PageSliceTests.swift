import FeatureDomain
import Testing

@Suite("A page sliced from a list")
struct PageSliceTests {
    @Test func aPageHoldsItsShareOfTheItemsAndKnowsWhereItSits() throws {
        let page = try Page.slice(of: Array(1...45), number: 3, size: 20)

        #expect(page == Page(items: Array(41...45), number: 3, pageCount: 3, totalCount: 45))
    }

    @Test func anEmptyListIsNoMatchOnItsFirstPage() throws {
        #expect(try Page<Int>.slice(of: [], number: 1, size: 20) == .noMatch)
    }

    @Test func aPagePastTheEndDoesNotExist() {
        #expect(throws: LoadFailure.pageNotFound(page: 4)) { try Page.slice(of: Array(1...45), number: 4, size: 20) }
        #expect(throws: LoadFailure.pageNotFound(page: 2)) { try Page<Int>.slice(of: [], number: 2, size: 20) }
    }
}
