import Foundation

/// What a directory entry is (only regular files are ever read as entries), with an article for messages.
enum FileKind: String, Equatable, CustomStringConvertible {
    case regularFile = "a regular file"
    case directory = "a directory"
    case symbolicLink = "a symbolic link"
    case fifo = "a FIFO"
    case socket = "a socket"
    case characterDevice = "a character device"
    case blockDevice = "a block device"
    case unknown = "a file of unknown kind"

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regularFile
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        default: self = .unknown
        }
    }

    var description: String { rawValue }
}
