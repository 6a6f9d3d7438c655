
func.func @c(%m: i32) {
  // expected-error@+1 {{'bufferization.clone' op operand #0 must be ranked or unranked memref of any type values, but got 'i32'}}
  %0 = "bufferization.clone"(%m) : (i32) -> i32
  return
}
