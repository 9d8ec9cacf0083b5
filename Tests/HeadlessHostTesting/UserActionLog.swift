import HeadlessHost

/// Records the user actions a runner reports, in order.
@MainActor
public final class UserActionLog {
    public struct Action: Equatable {
        public var name: String
        public var detail: String?

        /// Creates an action.
        public init(name: String, detail: String?) {
            self.name = name
            self.detail = detail
        }
    }

    /// Creates an empty log.
    public init() {}

    public private(set) var actions: [Action] = []

    public var handler: UserActionHandler {
        { [weak self] name, detail in self?.actions.append(Action(name: name, detail: detail)) }
    }
}
