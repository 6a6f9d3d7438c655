func.func @f(%a: index, %b: i32, %c: i64) {
  %0 = arith.constant 42 : i32
  %1 = arith.constant -1 : i32
  %2 = arith.constant 42 : index
  %3 = arith.constant -7 : index
  %4 = arith.constant true
  %5 = arith.constant false
  %6 = arith.constant 1.5 : f32
  %7 = arith.constant dense<1> : vector<4xi32>
  %8 = arith.constant dense<true> : vector<2xi1>
  %9 = arith.constant 0 : i8
  %10 = arith.constant 255 : i8
  %11 = arith.constant 18446744073709551615 : i64
  %12 = arith.constant 170141183460469231731687303715884105727 : i128
  %13 = arith.constant -170141183460469231731687303715884105728 : i128
  %14 = arith.constant 1 : i1
  %15 = arith.constant -1 : i1
  %16 = arith.constant dense<[1,2]> : tensor<2xindex>
  %17 = arith.constant 42 : i32
  %18 = arith.constant 0x7FC00000 : f32
  %19 = arith.constant 3 : i3
  %20 = arith.constant 4 : i3
  %s, %o = arith.addui_extended %b, %b : i32, i1
  %l, %h = arith.mulsi_extended %b, %b : i32
  %l2, %h2 = arith.mului_extended %c, %c : i64
  %m = arith.muli %a, %2 : index
  %v = "test.vscale"() : () -> index
  %m2 = arith.muli %2, %v : index
  %m3 = arith.muli %v, %3 : index
  %m4 = arith.muli %v, %v : index
  %m5 = arith.muli %b, %0 : i32
  %ic = index.constant 8
  %m6 = arith.muli %ic, %v : index
  %m7 = arith.muli %v, %2 overflow<nsw> : index
  %m8 = arith.muli %a, %v : index
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %s, %o, %l, %h, %l2, %h2, %m, %m2, %m3, %m4, %m5, %m6, %m7, %m8) : (i32, i32, index, index, i1, i1, f32, vector<4xi32>, vector<2xi1>, i8, i8, i64, i128, i128, i1, i1, tensor<2xindex>, i32, f32, i3, i3, i32, i1, i32, i32, i64, i64, index, index, index, index, i32, index, index, index) -> ()
  return
}
