
// cf.assert
func.func @assert(%c: i1, %v: i32) {
  %d = arith.addi %v, %v : i32
  cf.assert %c, "boom"
  return
}

