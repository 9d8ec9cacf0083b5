import HeadlessHost
import SharedPresentation

/// An action router that records each request and answers as told: done for the ids in `doneIDs`.
@MainActor
final class ActionRouterSpy: ActionRouter {
    private(set) var performed: [ActionRequest] = []
    var doneIDs: Set<Int> = []

    func perform(_ request: ActionRequest) async throws(ActionFailure) -> ActionResult {
        performed.append(request)
        return ActionResult(message: "\(request.name) \(request.id ?? 0) done")
    }

    func isDone(_ request: ActionRequest) async -> Bool {
        doneIDs.contains(request.id ?? 0)
    }
}
