
// function root pipeline friendly: public only
func.func @pub(%a: i32, %b: i32) -> i32 {
  %d = arith.muli %b, %b : i32
  return %a : i32
}

