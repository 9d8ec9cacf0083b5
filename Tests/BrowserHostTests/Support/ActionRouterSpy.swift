import HeadlessHost
import SharedPresentation

/// An action router that records each request and answers as told: done for the ids in `doneIDs`, and how many
/// times it was asked.
@MainActor
final class ActionRouterSpy: ActionRouter {
    private(set) var performed: [ActionRequest] = []
    var doneIDs: Set<Int> = []
    private(set) var doneQuestions = 0

    func perform(_ request: ActionRequest) async throws(ActionFailure) -> ActionResult {
        performed.append(request)
        return ActionResult(message: "\(request.name) \(request.id ?? 0) done")
    }

    func done(_ requests: [ActionRequest]) async -> Set<ActionRequest> {
        doneQuestions += 1
        return Set(requests.filter { doneIDs.contains($0.id ?? 0) })
    }
}
