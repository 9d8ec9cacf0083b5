/// Runs crawl jobs with at most `limit` in flight; pages start before images, so the catalog's text is complete early.
struct BoundedJobRunner: Sendable {
    let limit: Int

    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Runs `initial` and every job `handle` adds, on the calling task; cancels those in flight once `stops` says so.
    func run<Result: Sendable>(
        _ initial: [CrawlJob],
        perform: @escaping @Sendable (CrawlJob) async -> Result,
        stops: () -> Bool = { false },
        handle: (Result) -> [CrawlJob]
    ) async {
        await withTaskGroup(of: Result.self) { group in
            var pending = PendingJobs()
            pending.add(initial)
            var inFlight = 0
            var stopped = false
            while true {
                while !stopped, inFlight < limit, !Task.isCancelled, let job = pending.next() {
                    inFlight += 1
                    group.addTask { await perform(job) }
                }
                guard let result = await group.next() else { return }
                inFlight -= 1
                pending.add(handle(result))
                if !stopped, stops() {
                    stopped = true
                    group.cancelAll()
                }
            }
        }
    }
}

// Pages first, then images, each kind first in, first out.
private struct PendingJobs {
    private var pages: [CrawlJob] = []
    private var images: [CrawlJob] = []
    private var nextPage = 0
    private var nextImage = 0

    mutating func add(_ jobs: [CrawlJob]) {
        for job in jobs {
            if case .page = job { pages.append(job) } else { images.append(job) }
        }
    }

    mutating func next() -> CrawlJob? {
        if nextPage < pages.count {
            defer { nextPage += 1 }
            return pages[nextPage]
        }
        if nextImage < images.count {
            defer { nextImage += 1 }
            return images[nextImage]
        }
        return nil
    }
}
