"builtin.module"() ({
  %0 = "foo.top"() : () -> i32
  %1 = "arith.constant"() <{value = 0 : index}> : () -> index
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = () -> index, sym_name = "f"}> ({
      %12 = "arith.constant"() <{value = 0 : index}> : () -> index
      %13 = "foo.op"() : () -> index
      %14 = "arith.constant"() <{value = 0 : index}> : () -> index
      "func.return"(%12) : (index) -> ()
    }) : () -> ()
  }) : () -> ()
  "foo.iso"() ({
    %10 = "arith.constant"() <{value = 0 : index}> : () -> index
    %11 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf32>
    "foo.term"() : () -> ()
  }) : () -> ()
  %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xf32>
  %3:3 = "foo.multi"() : () -> (i32, i32, i32)
  %4:2 = "arith.addui_extended"(%0, %0) : (i32, i32) -> (i32, i1)
  "func.func"() <{function_type = (i32) -> i32, sym_name = "g"}> ({
  ^bb0(%arg0: i32):
    %5 = "scf.execute_region"() ({
      %7 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "cf.br"(%7)[^bb1] : (i32) -> ()
    ^bb1(%8: i32):  // pred: ^bb0
      %9 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.yield"(%8) : (i32) -> ()
    }) : () -> i32
    %6:2 = "arith.mulsi_extended"(%5, %5) : (i32, i32) -> (i32, i32)
    "func.return"(%6#0) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

