/// A feature's action as given (`favorite 3`): its name, the item's id and its options.
public struct ActionRequest: Hashable, Sendable, CustomStringConvertible {
    /// The action's name, such as "favorite".
    public var name: String
    /// The item the action is about, when it takes one.
    public var id: Int?
    /// Its options without their dashes, checked by the App against the action's declaration.
    public var options: [String: String]

    /// Creates a request.
    public init(_ name: String, id: Int? = nil, options: [String: String] = [:]) {
        self.name = name
        self.id = id
        self.options = options
    }

    /// The request as a script line: `favorite 3 --note "best one"`.
    public var description: String {
        AppRoute(name, id: id, options: options).description
    }
}
