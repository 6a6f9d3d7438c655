
func.func @o(%a: memref<2xi32>, %c: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands}}
  %0 = "bufferization.dealloc"(%a, %c) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (memref<2xi32>, i1) -> (i1)
  return
}
