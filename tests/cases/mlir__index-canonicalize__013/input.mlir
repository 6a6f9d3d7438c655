
func.func @constant_hoisting(%x: index) -> index {
  "test.before"() : () -> ()
  %c = index.constant 3
  %0 = index.add %x, %c
  %c2 = index.constant 3
  %1 = index.mul %0, %c2
  return %1 : index
}
