// RUN: mlir-opt %s -split-input-file -verify-diagnostics

llvm.func @f(%t: !llvm.ptr<6>, %o: i64) {
  // expected-error@+1 {{shape 16x32bx2 requires offset argument}}
  %0 = "nvvm.tcgen05.ld"(%t) <{shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>}> : (!llvm.ptr<6>) -> i32
  llvm.return
}
// -----
llvm.func @f(%t: !llvm.ptr<6>, %o: i64) {
  // expected-error@+1 {{invalid result type length 1 for shape shape_16x128b in tcgen05.ld Op}}
  %0 = "nvvm.tcgen05.ld"(%t) <{shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>}> : (!llvm.ptr<6>) -> i32
  llvm.return
}
// -----
llvm.func @f(%t: !llvm.ptr<6>, %o: i64) {
  // expected-error@+1 {{invalid result type length 2 for shape shape_16x256b in tcgen05.ld Op}}
  %0 = "nvvm.tcgen05.ld"(%t) <{shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>}> : (!llvm.ptr<6>) -> vector<2xi32>
  llvm.return
}
// -----
llvm.func @f(%t: !llvm.ptr<6>, %o: i64, %v: vector<2xi32>) {
  // expected-error@+1 {{invalid input length 2 for shape shape_16x256b in tcgen05.st Op}}
  "nvvm.tcgen05.st"(%t, %v) <{shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>}> : (!llvm.ptr<6>, vector<2xi32>) -> ()
  llvm.return
}
// -----
llvm.func @f(%t: !llvm.ptr<6>, %o: i64, %v: i32) {
  // expected-error@+1 {{shape 16x32bx2 requires offset argument}}
  "nvvm.tcgen05.st"(%t, %v) <{shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>}> : (!llvm.ptr<6>, i32) -> ()
  llvm.return
}
// -----
llvm.func @f() {
  // expected-error@+1 {{'nvvm.fence.sync_restrict' op only acquire and release semantics are supported}}
  "nvvm.fence.sync_restrict"() <{order = #nvvm.mem_order<relaxed>}> : () -> ()
  llvm.return
}
// -----
llvm.func @f() {
  "nvvm.fence.sync_restrict"() <{order = #nvvm.mem_order<acquire>}> : () -> ()
  "nvvm.fence.sync_restrict"() <{order = #nvvm.mem_order<release>}> : () -> ()
  llvm.return
}
// -----
llvm.func @f() {
  // expected-error@+1 {{'nvvm.fence.proxy.sync_restrict' op only acquire and release semantics are supported}}
  "nvvm.fence.proxy.sync_restrict"() <{order = #nvvm.mem_order<relaxed>}> : () -> ()
  llvm.return
}
// -----
llvm.func @f() {
  "nvvm.fence.proxy.sync_restrict"() <{order = #nvvm.mem_order<acquire>, fromProxy = #nvvm.proxy_kind<generic>}> : () -> ()
  llvm.return
}
// -----
llvm.func @f() {
  // expected-error@+1 {{'nvvm.fence.proxy.sync_restrict' op only async is supported for to_proxy attribute}}
  "nvvm.fence.proxy.sync_restrict"() <{order = #nvvm.mem_order<release>, toProxy = #nvvm.proxy_kind<generic>}> : () -> ()
  llvm.return
}
// -----
llvm.func @f() {
  "nvvm.fence.proxy.sync_restrict"() <{order = #nvvm.mem_order<acquire>}> : () -> ()
  "nvvm.fence.proxy.sync_restrict"() <{order = #nvvm.mem_order<release>}> : () -> ()
  llvm.return
}
// -----
llvm.func @f() {
  // expected-error@+1 {{'nvvm.fence.proxy.sync_restrict' op only generic is support for from_proxy attribute}}
  "nvvm.fence.proxy.sync_restrict"() <{order = #nvvm.mem_order<release>, fromProxy = #nvvm.proxy_kind<async.shared>, toProxy = #nvvm.proxy_kind<generic>}> : () -> ()
  llvm.return
}
