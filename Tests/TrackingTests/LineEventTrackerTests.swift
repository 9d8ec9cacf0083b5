import Testing
import Tracking

@Suite("LineEventTracker")
struct LineEventTrackerTests {
    @Test func writesOneReadableLinePerEvent() {
        let (sut, lines) = makeSUT()

        for kind in everyKind {
            sut.track(event(kind))
        }

        #expect(
            lines.lines == [
                "[track] Characters shown",
                "[track] Characters load started",
                "[track] Characters load finished: 20 items in 12 ms",
                "[track] Characters load failed after 7 ms: cannot reach rickandmortyapi.com",
                #"[track] Characters action: search "rick""#,
                "[track] Characters action: next",
            ])
    }

    @Test func saysItemInTheSingular() {
        let (sut, _) = makeSUT()

        let line = sut.line(for: event(.loadFinished(itemCount: 1, durationMilliseconds: 3), screen: "Episode 7"))

        #expect(line == "[track] Episode 7 load finished: 1 item in 3 ms")
    }

    // MARK: - Helpers

    private func makeSUT() -> (sut: LineEventTracker, lines: LineSinkSpy) {
        let lines = LineSinkSpy()
        return (LineEventTracker(write: lines.write), lines)
    }
}
