
func.func @ipowi() {
  %two = arith.constant 3 : i32
  %ten = arith.constant 10 : i32
  %neg = arith.constant -3 : i32
  %m1 = arith.constant -1 : i32
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %0 = math.ipowi %two, %ten : i32
  %1 = math.ipowi %two, %neg : i32
  %2 = math.ipowi %m1, %neg : i32
  %3 = math.ipowi %m1, %ten : i32
  %4 = math.ipowi %z, %neg : i32
  %5 = math.ipowi %one, %neg : i32
  %6 = math.ipowi %neg, %z : i32
  %t = arith.constant true
  %f = arith.constant false
  %7 = math.ipowi %t, %t : i1
  %8 = math.ipowi %f, %t : i1
  %9 = math.ipowi %f, %f : i1
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9) : (i32, i32, i32, i32, i32, i32, i32, i1, i1, i1) -> ()
  return
}

