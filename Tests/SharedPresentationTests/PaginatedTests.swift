import Locking
import SharedPresentation
import Testing

@Suite("Paginated")
struct PaginatedTests {
    @Test func aListWithoutLoadMoreIsTheLastPage() {
        #expect(Paginated(items: [1]).isLastPage)
        #expect(!Paginated(items: [1], loadMore: { Paginated(items: [1, 2]) }).isLastPage)
    }

    @Test func firstPageLoadsTheGivenCursor() async throws {
        let pages = PageSource(pages: [[1, 2], [3, 4], [5]])

        let sut = try await Paginated.firstPage(from: 0, load: pages.load)

        #expect(sut.items == [1, 2])
        #expect(!sut.isLastPage)
        #expect(pages.requestedCursors == [0])
    }

    @Test func loadMoreAppendsEachNextPageUntilTheLastOne() async throws {
        let pages = PageSource(pages: [[1, 2], [3, 4], [5]])

        let first = try await Paginated.firstPage(from: 0, load: pages.load)
        let loadSecond = try #require(first.loadMore)
        let second = try await loadSecond()
        let loadThird = try #require(second.loadMore)
        let third = try await loadThird()

        #expect(second.items == [1, 2, 3, 4])
        #expect(third.items == [1, 2, 3, 4, 5])
        #expect(third.isLastPage)
        #expect(pages.requestedCursors == [0, 1, 2])
    }

    @Test func loadMoreCanBeRetriedAfterAFailure() async throws {
        let pages = PageSource(pages: [[1], [2]], failingOnce: 1)

        let first = try await Paginated.firstPage(from: 0, load: pages.load)
        let loadMore = try #require(first.loadMore)
        await #expect(throws: TestError.self) { try await loadMore() }
        let second = try await loadMore()

        #expect(second.items == [1, 2])
        #expect(pages.requestedCursors == [0, 1, 1])
    }
}

/// Numbered pages (cursor = index) served in memory, failing once at `failingOnce` when asked.
private final class PageSource: Sendable {
    private struct State {
        var requestedCursors: [Int] = []
        var failingOnce: Int?
    }

    private let pages: [[Int]]
    private let state: Locked<State>

    init(pages: [[Int]], failingOnce: Int? = nil) {
        self.pages = pages
        self.state = Locked(State(failingOnce: failingOnce))
    }

    var requestedCursors: [Int] {
        state.withLock { $0.requestedCursors }
    }

    @Sendable func load(_ cursor: Int) async throws -> (items: [Int], next: Int?) {
        let fails = state.withLock { state in
            state.requestedCursors.append(cursor)
            defer { if state.failingOnce == cursor { state.failingOnce = nil } }
            return state.failingOnce == cursor
        }
        if fails {
            throw TestError("page \(cursor) failed")
        }
        return (pages[cursor], cursor + 1 < pages.count ? cursor + 1 : nil)
    }
}
