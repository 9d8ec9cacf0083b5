import FeatureDomain
import SharedPresentation

/// The `ActionPerformer` of a feature's declared actions, their failures worded with the feature's noun.
struct DeclaredActions<Item: Sendable>: ActionPerformer {
    let actions: [String: ActionDeclaration<Item>]
    let context: ActionContext<Item>
    let noun: ItemNoun

    func perform(_ request: ActionRequest) async throws(ActionFailure) -> ActionResult {
        guard let action = actions[request.name] else {
            throw ActionFailure("the \(noun.plural) feature has no action '\(request.name)'")
        }
        do {
            return try await action.perform(context, request)
        } catch let failure as ActionFailure {
            throw failure
        } catch let failure as LoadFailure {
            throw ActionFailure(LoadFailureText.message(for: failure, noun: noun), source: failure.source)
        } catch {
            throw ActionFailure(String(describing: error))
        }
    }

    func isDone(_ request: ActionRequest) async -> Bool {
        guard let action = actions[request.name] else { return false }
        return (try? await action.isDone(context, request)) ?? false
    }
}
