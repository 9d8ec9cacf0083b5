import AppRuntime

/// Records the user actions a runner reports, in order.
@MainActor
final class UserActionLog {
    struct Action: Equatable {
        var name: String
        var detail: String?
    }

    private(set) var actions: [Action] = []

    var handler: UserActionHandler {
        { [weak self] name, detail in self?.actions.append(Action(name: name, detail: detail)) }
    }
}
