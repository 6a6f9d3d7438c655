
// external declarations and calls to them
func.func private @ext(i32) -> i32
func.func @calls_ext(%v: i32) {
  %r = func.call @ext(%v) : (i32) -> i32
  return
}

