
// Terminators the pass knows nothing about keep every operand and
// argument.
func.func @unknown_terminator(%a: i32) {
  "foo.br"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  "foo.br"(%y)[^bb2] : (i32) -> ()
^bb2(%z: i32):
  return
}

