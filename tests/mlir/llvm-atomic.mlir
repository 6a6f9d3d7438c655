// RUN: mlir-opt %s
// llvm.atomicrmw, llvm.cmpxchg and llvm.va_arg.

llvm.func @f(%p: !llvm.ptr, %i: i32, %f: f32, %v: vector<2xf32>, %b: i1, %q: !llvm.ptr<3>) {
  %0 = llvm.atomicrmw add %p, %i monotonic : !llvm.ptr, i32
  %1 = llvm.atomicrmw volatile fadd %q, %f syncscope("agent") seq_cst {alignment = 4 : i64} : !llvm.ptr<3>, f32
  %2 = llvm.atomicrmw fmax %p, %v acquire : !llvm.ptr, vector<2xf32>
  %3 = llvm.atomicrmw xchg %p, %p release : !llvm.ptr, !llvm.ptr
  %4 = llvm.cmpxchg %p, %i, %i acq_rel monotonic : !llvm.ptr, i32
  %5 = llvm.cmpxchg weak volatile %p, %p, %p syncscope("x") seq_cst seq_cst {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %6 = llvm.va_arg %p : (!llvm.ptr) -> i32
  llvm.return
}
