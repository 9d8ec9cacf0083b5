/// Why a dataset could not be loaded, naming the file and the problem.
public struct DatasetLoadingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong with the file; object indexes count from 0 in the file's top-level array.
    public enum Problem: Sendable, Equatable {
        /// The file does not exist.
        case missingFile
        /// The file exists but could not be read.
        case unreadable(reason: String)
        /// The text is not valid JSON.
        case invalidJSON(JSONSyntaxError)
        /// The top-level value is not an array.
        case notAnArray(found: String)
        /// An element of the array is not an object.
        case notAnObject(index: Int, found: String)
        /// An object lacks a key every object needs (`id`, `name`).
        case missingKey(String, index: Int)
        /// An object's key holds the wrong kind of value (a string `id`, a numeric `status`, ...).
        case wrongType(key: String, index: Int, expected: String, found: String)
        /// Two objects share an id.
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
