"builtin.module"() ({
  "func.func"() <{function_type = (memref<4xi32>, index, i32, i1) -> (i32, i32, i32, i32, i32, i32), sym_name = "reads"}> ({
  ^bb0(%arg0: memref<4xi32>, %arg1: index, %arg2: i32, %arg3: i1):
    %0 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
    %1 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
    "memref.store"(%arg2, %arg0, %arg1) : (i32, memref<4xi32>, index) -> ()
    %2 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
    "foo.unknown"() : () -> ()
    %3 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
    %4 = "arith.addi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %5 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
    "scf.if"(%arg3) ({
      %8 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
      "foo.use"(%8) : (i32) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %6 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
    "scf.if"(%arg3) ({
      "memref.store"(%arg2, %arg0, %arg1) : (i32, memref<4xi32>, index) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %7 = "memref.load"(%arg0, %arg1) : (memref<4xi32>, index) -> i32
    "func.return"(%0, %1, %2, %3, %5, %7) : (i32, i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
}) : () -> ()

