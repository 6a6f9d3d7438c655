module {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: i32, %arg2: f32, %arg3: vector<2xf32>, %arg4: i1, %arg5: !llvm.ptr<3>) {
    %0 = llvm.atomicrmw add %arg0, %arg1 monotonic : !llvm.ptr, i32
    %1 = llvm.atomicrmw volatile fadd %arg5, %arg2 syncscope("agent") seq_cst {alignment = 4 : i64} : !llvm.ptr<3>, f32
    %2 = llvm.atomicrmw fmax %arg0, %arg3 acquire : !llvm.ptr, vector<2xf32>
    %3 = llvm.atomicrmw xchg %arg0, %arg0 release : !llvm.ptr, !llvm.ptr
    %4 = llvm.cmpxchg %arg0, %arg1, %arg1 acq_rel monotonic : !llvm.ptr, i32
    %5 = llvm.cmpxchg weak volatile %arg0, %arg0, %arg0 syncscope("x") seq_cst seq_cst {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
    %6 = llvm.va_arg %arg0 : (!llvm.ptr) -> i32
    llvm.return
  }
}

