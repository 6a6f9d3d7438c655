
func.func @warp_count(%laneid: index) {
  // expected-error@+1 {{expected same number of yield operands and return values.}}
  %r = gpu.warp_execute_on_lane_0(%laneid)[32] -> (vector<1xf32>) {
  }
  return
}

