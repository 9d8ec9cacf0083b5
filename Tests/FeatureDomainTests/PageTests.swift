import FeatureDomain
import Testing

@Suite("Page")
struct PageTests {
    @Test func aMiddlePageHasPagesOnBothSides() {
        let page = Page(items: [1, 2], number: 2, pageCount: 3, totalCount: 42)

        #expect(page.hasNextPage)
        #expect(page.hasPreviousPage)
    }

    @Test func theEndsHaveNoPageBeyondThem() {
        #expect(!Page(items: [1], number: 1, pageCount: 1, totalCount: 1).hasNextPage)
        #expect(!Page(items: [1], number: 1, pageCount: 1, totalCount: 1).hasPreviousPage)
    }

    @Test func noMatchIsAnEmptyFirstPageOfNoPages() {
        let page = Page<Int>.noMatch

        #expect(page == Page(items: [], number: 1, pageCount: 0, totalCount: 0))
        #expect(!page.hasNextPage)
    }

    @Test func mappingAndFilteringKeepThePagesPlaceAndTheAPIsCounts() {
        let page = Page(items: [1, 2, 3], number: 2, pageCount: 3, totalCount: 43)

        #expect(page.map { $0 * 10 } == Page(items: [10, 20, 30], number: 2, pageCount: 3, totalCount: 43))
        #expect(page.filter { $0 != 2 } == Page(items: [1, 3], number: 2, pageCount: 3, totalCount: 43))
    }
}
