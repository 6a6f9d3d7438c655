
func.func @f(%m: memref<4xi32>, %i: index, %v: i64) {
// expected-error@+1 {{expected non-function type}}
  %0 = memref.distinct_objects : 
  return
}
