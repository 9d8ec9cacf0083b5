import Testing

@testable import FavoritesFeature

@Suite("Favorites")
struct FavoritesScreensTests {
    @Test func placeholder() {}
}
