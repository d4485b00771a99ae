"""The endpoint's Prometheus metrics (/metrics): requests by route and status, a latency
histogram, abandoned and stopped work, busy and queued evaluation slots, requests in flight."""

from __future__ import annotations

from bisect import bisect_left
from collections import Counter


class Metrics:
    """Prometheus counters and a latency histogram, kept cheap for the hot path."""

    BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, float("inf"))

    def __init__(self):
        self.requests: Counter = Counter()  # (route, status)
        self.buckets = [0] * len(self.BUCKETS)
        self.latency_sum = 0.0
        self.abandoned = 0  # thread work past its deadline (left to finish on its own)
        self.stopped = 0  # worker processes killed at a deadline or a disconnect
        self.busy = 0
        self.queued = 0
        self.in_flight = 0

    def observe(self, route: str, status: int, seconds: float) -> None:
        self.requests[(route, status)] += 1
        self.buckets[bisect_left(self.BUCKETS, seconds)] += 1
        self.latency_sum += seconds

    def render(self) -> str:
        lines = ["# HELP kgqa_requests_total HTTP requests by route and status.", "# TYPE kgqa_requests_total counter"]
        lines += [f'kgqa_requests_total{{route="{r}",status="{s}"}} {n}' for (r, s), n in sorted(self.requests.items())]
        lines += ["# HELP kgqa_request_seconds Request latency.", "# TYPE kgqa_request_seconds histogram"]
        total = 0
        for bound, n in zip(self.BUCKETS, self.buckets):
            total += n
            le = "+Inf" if bound == float("inf") else repr(bound)
            lines.append(f'kgqa_request_seconds_bucket{{le="{le}"}} {total}')
        lines += [f"kgqa_request_seconds_sum {self.latency_sum}", f"kgqa_request_seconds_count {total}",
                  "# HELP kgqa_abandoned_queries_total Queries abandoned after their timeout.",
                  "# TYPE kgqa_abandoned_queries_total counter", f"kgqa_abandoned_queries_total {self.abandoned}",
                  "# HELP kgqa_stopped_queries_total Evaluations stopped (worker killed) at their deadline or a disconnect.",
                  "# TYPE kgqa_stopped_queries_total counter", f"kgqa_stopped_queries_total {self.stopped}",
                  "# HELP kgqa_busy_slots Evaluation slots in use.", "# TYPE kgqa_busy_slots gauge",
                  f"kgqa_busy_slots {self.busy}",
                  "# HELP kgqa_queued Requests waiting for a slot.", "# TYPE kgqa_queued gauge", f"kgqa_queued {self.queued}",
                  "# HELP kgqa_in_flight Requests being served.", "# TYPE kgqa_in_flight gauge",
                  f"kgqa_in_flight {self.in_flight}"]
        return "\n".join(lines) + "\n"
