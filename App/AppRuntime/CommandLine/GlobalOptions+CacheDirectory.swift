import Foundation
import HeadlessHost
import Storage

extension GlobalOptions {
    /// The `--cache-dir` value: a directory, or a path where one can be created; anything else is bad input naming
    /// the path.
    static func cacheDirectory(_ text: String) throws(UsageError) -> URL {
        try directory(text, for: "--cache-dir")
    }

    /// The `--data-dir` value, checked as `--cache-dir`'s is: a file or a device there is bad input naming the path.
    static func dataDirectory(_ text: String) throws(UsageError) -> URL {
        try directory(text, for: "--data-dir")
    }

    private static func directory(_ text: String, for option: String) throws(UsageError) -> URL {
        let directory = try ArgumentValue.path(text, for: option)
        do {
            try CacheLocation(directory: directory).validate()
        } catch {
            throw .invalidValue(text, for: option, expected: "a directory (\(error))")
        }
        return directory
    }
}
