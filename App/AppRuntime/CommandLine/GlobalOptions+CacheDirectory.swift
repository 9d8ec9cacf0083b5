import Foundation
import HeadlessHost
import Storage

extension GlobalOptions {
    /// The `--cache-dir` value: a directory, or a path where one can be created; anything else is bad input naming
    /// the path.
    static func cacheDirectory(_ text: String) throws(UsageError) -> URL {
        let directory = try ArgumentValue.path(text, for: "--cache-dir")
        do {
            try CacheLocation(directory: directory).validate()
        } catch {
            throw .invalidValue(text, for: "--cache-dir", expected: "a directory (\(error))")
        }
        return directory
    }
}
