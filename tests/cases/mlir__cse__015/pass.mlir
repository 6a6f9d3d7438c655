module {
  %0 = "foo.def"() : () -> i32
  %1 = arith.addi %0, %0 : i32
  "foo.use"(%1, %1) : (i32, i32) -> ()
}

