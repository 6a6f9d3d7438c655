
// unregistered op without regions referencing a symbol
func.func private @f(%a: i32, %b: i32) -> i32 {
  return %a : i32
}
func.func @h(%v: i32) -> i32 {
  "foo.ref"() {f = @f} : () -> ()
  %r = func.call @f(%v, %v) : (i32, i32) -> i32
  return %r : i32
}

