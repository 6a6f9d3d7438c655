"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>, index, i1) -> (i32, i32), sym_name = "region_reads"}> ({
  ^bb0(%arg0: memref<4xi32>, %arg1: index, %arg2: i1):
    %0 = "scf.if"(%arg2) ({
      %5 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
      "scf.yield"(%5) : (i32) -> ()
    }, {
      %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "scf.yield"(%4) : (i32) -> ()
    }) : (i1) -> i32
    %1 = "scf.if"(%arg2) ({
      %3 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
      "scf.yield"(%3) : (i32) -> ()
    }, {
      %2 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "scf.yield"(%2) : (i32) -> ()
    }) : (i1) -> i32
    "func.return"(%0, %1) : (i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

