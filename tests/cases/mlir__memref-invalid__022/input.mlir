
func.func @f(%m: memref<4xi32>, %i: index, %v: i64) {
// expected-error@+1 {{'memref.distinct_objects' op operand types and result types must match}}
  %0 = "memref.distinct_objects"(%m) : (memref<4xi32>) -> memref<4xf32>
  return
}
