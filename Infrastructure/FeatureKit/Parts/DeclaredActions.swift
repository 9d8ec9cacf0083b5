import FeatureDomain
import SharedPresentation

/// The `ActionPerformer` of a feature's declared actions, their failures worded with the feature's noun.
struct DeclaredActions<Item: Sendable>: ActionPerformer {
    let actions: [String: ActionDeclaration<Item>]
    let context: FeatureContext<Item>
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

    func done(_ requests: [ActionRequest]) async -> Set<ActionRequest> {
        var done: Set<ActionRequest> = []
        for (name, asked) in Dictionary(grouping: requests, by: \.name) {
            guard let action = actions[name],
                let ids = try? await action.done(context, asked.compactMap(\.id))
            else { continue }
            done.formUnion(asked.filter { $0.id.map(ids.contains) ?? false })
        }
        return done
    }
}
