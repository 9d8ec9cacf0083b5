/// Why a dataset could not be loaded, naming the file and the problem.
public struct DatasetLoadingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong with the file; object indexes count from 0 in the file's top-level array.
    public enum Problem: Sendable, Equatable {
        case missingFile
        case unreadable(reason: String)
        case invalidJSON(JSONSyntaxError)
        case notAnArray(found: String)
        case notAnObject(index: Int, found: String)
        case missingKey(String, index: Int)
        case wrongType(key: String, index: Int, expected: String, found: String)
        case duplicateID(Int, firstIndex: Int, index: Int)
    }

    /// The file that failed: its path, or its name for data loaded from memory.
    public var file: String
    /// What is wrong with it.
    public var problem: Problem

    /// The file and its problem in one line: `characters.json: the object at index 3 has no "name"`.
    public var description: String {
        switch problem {
        case .missingFile:
            "\(file): file not found"
        case .unreadable(let reason):
            "\(file): cannot be read: \(reason)"
        case .invalidJSON(let syntaxError):
            "\(file): invalid JSON at \(syntaxError)"
        case .notAnArray(let found):
            "\(file): expected a JSON array of objects at the top level, found \(found)"
        case .notAnObject(let index, let found):
            "\(file): the element at index \(index) is \(found), expected an object"
        case .missingKey(let key, let index):
            "\(file): the object at index \(index) has no \"\(key)\""
        case .wrongType(let key, let index, let expected, let found):
            "\(file): the object at index \(index) has \"\(key)\" as \(found), expected \(expected)"
        case .duplicateID(let id, let firstIndex, let index):
            "\(file): the objects at indexes \(firstIndex) and \(index) share the id \(id)"
        }
    }
}
