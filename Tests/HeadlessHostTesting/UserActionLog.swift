import HeadlessHost

/// Records the user actions a runner reports, in order.
@MainActor
public final class UserActionLog {
    /// One reported action.
    public struct Action: Equatable {
        /// The verb, such as "open".
        public var name: String
        /// Its argument, such as "3".
        public var detail: String?

        /// Creates an action.
        public init(name: String, detail: String?) {
            self.name = name
            self.detail = detail
        }
    }

    /// Creates an empty log.
    public init() {}

    /// The actions reported, in order.
    public private(set) var actions: [Action] = []

    /// The handler to give a runner.
    public var handler: UserActionHandler {
        { [weak self] name, detail in self?.actions.append(Action(name: name, detail: detail)) }
    }
}
