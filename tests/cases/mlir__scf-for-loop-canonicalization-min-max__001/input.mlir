
// Operands that are neither induction variables nor loop bounds are
// symbols (repeated ones are distinct in the bounds upstream derives);
// an inner loop's bound is unrelated to the outer induction variable.
func.func @operands(%n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  scf.for %i = %c0 to %c16 step %c4 {
    %1 = affine.min affine_map<(d0, d1) -> (d0 + d1, d1 + 16)> (%i, %n)
    %2 = affine.max affine_map<(d0)[s0, s1] -> (d0 + s0, s1 - 100, s0 - 1)> (%i)[%n, %n]
    scf.for %j = %i to %c16 step %c4 {
      %3 = affine.min affine_map<(d0, d1) -> (d0 - d1, 100)> (%j, %i)
      %4 = affine.min affine_map<(d0) -> (d0, 16)> (%j)
      "test.use"(%3, %4) : (index, index) -> ()
    }
    %x = arith.addi %n, %c1 : index
    %5 = affine.min affine_map<(d0)[s0] -> (d0 + s0, s0 + 12)> (%i)[%x]
    %6 = affine.max affine_map<(d0, d1) -> (d0 + d1, d1 - 1)> (%i, %m)
    "test.use"(%1, %2, %5, %6) : (index, index, index, index) -> ()
  }
  return
}
