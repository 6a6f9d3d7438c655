
// Switches and while loops with known flags and conditions.
func.func @switch_while(%arg0: i32) -> (i32, index) {
  %c1 = arith.constant 1 : i32
  %c7 = arith.constant 7 : i32
  cf.switch %c1 : i32, [
    default: ^bb1(%arg0 : i32),
    1: ^bb1(%c7 : i32)
  ]
^bb1(%v: i32):
  %false = arith.constant false
  %c4 = arith.constant 4 : index
  %w = scf.while (%i = %c4) : (index) -> index {
    scf.condition(%false) %i : index
  } do {
  ^bb0(%i: index):
    scf.yield %i : index
  }
  return %v, %w : i32, index
}
