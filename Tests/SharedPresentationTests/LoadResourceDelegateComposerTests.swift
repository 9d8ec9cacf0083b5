import SharedPresentation
import Testing

@MainActor
@Suite("LoadResourceDelegateComposer")
struct LoadResourceDelegateComposerTests {
    @Test func forwardsEveryEventToEveryDelegate() {
        let (sut, first, second, _) = makeSUT()

        sut.didStartLoading()
        sut.didFinishLoading(with: 7)
        sut.didFinishLoading(with: TestError("offline"))
        sut.didCancelLoading()

        let expected: [LoadResourceDelegateSpy<Int>.Message] = [
            .didStartLoading, .didFinishLoadingWithItem(7), .didFinishLoadingWithError("offline"), .didCancelLoading,
        ]
        #expect(first.messages == expected)
        #expect(second.messages == expected)
    }

    @Test func forwardsInTheOrderTheDelegatesWereGiven() {
        let (sut, _, _, log) = makeSUT()

        sut.didStartLoading()
        sut.didFinishLoading(with: 7)

        #expect(log.entries == ["first start", "second start", "first item 7", "second item 7"])
    }

    // MARK: - Helpers

    private func makeSUT() -> (
        sut: LoadResourceDelegateComposer<Int>, first: LoadResourceDelegateSpy<Int>,
        second: LoadResourceDelegateSpy<Int>, log: CallLog
    ) {
        let first = LoadResourceDelegateSpy<Int>()
        let second = LoadResourceDelegateSpy<Int>()
        let log = CallLog()
        let sut = LoadResourceDelegateComposer<Int>([
            first, LoggingDelegate(name: "first", log: log), second, LoggingDelegate(name: "second", log: log),
        ])
        return (sut, first, second, log)
    }
}

@MainActor
private final class CallLog {
    var entries: [String] = []
}

@MainActor
private struct LoggingDelegate: LoadResourceDelegate {
    typealias Item = Int

    let name: String
    let log: CallLog

    func didStartLoading() { log.entries.append("\(name) start") }
    func didFinishLoading(with item: Int) { log.entries.append("\(name) item \(item)") }
    func didFinishLoading(with error: any Error) { log.entries.append("\(name) error") }
}
