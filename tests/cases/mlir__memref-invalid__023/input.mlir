
func.func @f(%m: memref<4xi32>, %i: index, %v: i64) {
// expected-error@+1 {{'memref.distinct_objects' op expected at least one operand}}
  "memref.distinct_objects"() : () -> ()
  return
}
