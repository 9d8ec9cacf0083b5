/// Runs crawl jobs with at most `limit` of them in flight, handing each result to a handler on the calling task,
/// which may add more jobs (page 1 reveals the other pages, a character page reveals images).
struct BoundedJobRunner: Sendable {
    let limit: Int

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Runs `initial` and every job the handler adds, in the order given; stops starting jobs once cancelled.
    func run<Result: Sendable>(
        _ initial: [CrawlJob],
        perform: @escaping @Sendable (CrawlJob) async -> Result,
        handle: (Result) -> [CrawlJob]
    ) async {
        await withTaskGroup(of: Result.self) { group in
            var pending = initial
            var nextIndex = 0
            var inFlight = 0
            while true {
                while inFlight < limit, nextIndex < pending.count, !Task.isCancelled {
                    let job = pending[nextIndex]
                    nextIndex += 1
                    inFlight += 1
                    group.addTask { await perform(job) }
                }
                guard let result = await group.next() else { return }
                inFlight -= 1
                pending += handle(result)
            }
        }
    }
}
