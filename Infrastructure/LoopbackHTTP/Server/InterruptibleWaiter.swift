import Foundation

/// Lets a connection thread wait for its handler's response or for a delay, until the server interrupts it.
// The connection thread runs the handler's task itself, so the server answers while the pool threads are busy.
// @unchecked Sendable: every stored var is read or written only under `condition`'s lock.
final class InterruptibleWaiter: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var interrupted = false
    private var response: HTTPServerResponse?
    private var jobs: [UnownedJob] = []
    private var runsJobs = false

    var isInterrupted: Bool {
        condition.lock()
        defer { condition.unlock() }
        return interrupted
    }

    func response(from handler: any HTTPRequestHandler, to request: HTTPServerRequest) -> HTTPServerResponse? {
        condition.lock()
        response = nil
        runsJobs = true
        condition.unlock()
        Task(executorPreference: self) {
            let response = await handler.response(to: request)
            self.deliver(response)
        }
        condition.lock()
        while response == nil && !interrupted {
            guard !jobs.isEmpty else {
                condition.wait()
                continue
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
            condition.lock()
        }
        runsJobs = false
        let leftovers = jobs
        jobs.removeAll()
        let result = interrupted ? nil : response
        condition.unlock()
        for job in leftovers {
            globalConcurrentExecutor.enqueue(ExecutorJob(job))
        }
        return result
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let unownedJob = UnownedJob(job)
        condition.lock()
        guard runsJobs else {
            condition.unlock()
            globalConcurrentExecutor.enqueue(ExecutorJob(unownedJob))
            return
        }
        jobs.append(unownedJob)
        condition.broadcast()
        condition.unlock()
    }

    func sleep(for duration: Duration) -> Bool {
        let deadline = Date(timeIntervalSinceNow: duration / .seconds(1))
        condition.lock()
        defer { condition.unlock() }
        while !interrupted && condition.wait(until: deadline) {}
        return !interrupted
    }

    func interrupt() {
        condition.lock()
        interrupted = true
        condition.broadcast()
        condition.unlock()
    }

    private func deliver(_ response: HTTPServerResponse) {
        condition.lock()
        self.response = response
        condition.broadcast()
        condition.unlock()
    }
}
