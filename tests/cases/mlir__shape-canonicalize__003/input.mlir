
func.func @inline_true(%arg: index) -> index {
  %t = shape.const_witness true
  %0 = shape.assuming %t -> (index) {
    %y = "foo.op"(%arg) : (index) -> index
    shape.assuming_yield %y : index
  }
  return %0 : index
}

