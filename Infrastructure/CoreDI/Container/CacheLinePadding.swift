/// Padding that keeps the stored properties declared between two of these on cache lines of their own.
///
/// Objects read on every resolve must not share a cache line with neighbouring heap objects, which may be written
/// all the time (a singleton's reference count, objects being made and freed): threads resolving at once would then
/// slow each other down although they share no data. Swift lays out a class's stored properties in declaration
/// order, so one of these first and one last keep the properties between them a cache line from any neighbour.
struct CacheLinePadding: Sendable {
    static let lineSize = 64

    private let words: (Int, Int, Int, Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0, 0, 0, 0)
}
