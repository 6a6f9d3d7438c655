
func.func @identity(%a: i32) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i32
  return %0 : i32
}

