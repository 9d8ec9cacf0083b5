extension CrawlContribution {
    /// What a crawl stores for a feature listing `source`: every page, and each item's image when there is one (the
    /// items' details are answered from the pages).
    init<Item>(_ source: ItemsSource<Item>, image: FeatureImages? = nil) {
        self.init(resource: source.resource, image: image?.endpoint)
    }
}
