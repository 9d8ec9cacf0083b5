import TestSupport
import Testing

@Suite("LeakTracker")
struct LeakTrackerTests {
    @Test func verifyPassesWhenTrackedObjectsAreReleased() async {
        await withLeakTracking { leaks in
            let object = Node()
            leaks.track(object)
        }
    }

    @Test func verifyRecordsAnIssueForARetainCycle() async {
        await withKnownIssue {
            await withLeakTracking { leaks in
                let node = Node()
                node.next = node
                leaks.track(node)
            }
        }
    }
}

private final class Node {
    var next: Node?
}
