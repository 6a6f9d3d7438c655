"builtin.module"() ({
  "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (ptr)>, linkage = #llvm.linkage<external>, sym_name = "atomics", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  ^bb0(%arg0: !llvm.ptr):
    %0 = "llvm.load"(%arg0) <{alignment = 16 : i64, ordering = 2 : i64}> : (!llvm.ptr) -> i128
    "llvm.store"(%0, %arg0) <{alignment = 16 : i64, ordering = 5 : i64}> : (i128, !llvm.ptr) -> ()
    %1 = "llvm.load"(%arg0) <{alignment = 8 : i64, ordering = 4 : i64, syncscope = "agent"}> : (!llvm.ptr) -> !llvm.ptr
    "llvm.return"() : () -> ()
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = vector<2xf32>, linkage = #llvm.linkage<external>, sym_name = "v", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "llvm.mlir.global"() <{addr_space = 0 : i32, global_type = !llvm.target<"spirv.Image", i32, 4294967295, 7>, linkage = #llvm.linkage<external>, sym_name = "s", unnamed_addr = 0 : i64, visibility_ = 0 : i64}> ({
  }) : () -> ()
  "foo.use"() {t = !llvm.target<"t", i32, 4294967295, 42>} : () -> ()
}) : () -> ()

