/// An error tests can compare by name.
struct TestError: Error, Equatable, CustomStringConvertible {
    let name: String

    init(_ name: String = "any error") {
        self.name = name
    }

    var description: String {
        name
    }
}
