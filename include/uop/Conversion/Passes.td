//===- Passes.td - uop conversion passes -------------------*- tablegen -*-===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
//===----------------------------------------------------------------------===//

#ifndef UOP_CONVERSION_PASSES
#define UOP_CONVERSION_PASSES

include "mlir/Pass/PassBase.td"

//===----------------------------------------------------------------------===//
// UOpToSCF
//===----------------------------------------------------------------------===//

def ConvertUOpToSCF : Pass<"convert-uop-to-scf", "::mlir::ModuleOp"> {
  let summary = "Convert linearized uop kernels to func, scf, arith, math, "
                "memref and vector";
  let description = [{
    Replaces each linearized `uop.kernel` in the module by a `func.func` of
    the same name: the structure of `convert-uop-kernels-to-regions`, then
    the op patterns (`populateUOpTo{Arith,MemRef,SCF}ConversionPatterns`)
    in one partial conversion.

    #### Input invariant

    Linearized kernels (`uop-linearize`) with their wmma ops expanded
    (`uop-expand-wmma`). An `uop.unmul` that survived simplification, a loop
    that contains a barrier but whose bounds differ between threads, and a
    thread index of symbolic size in a workgroup with local memory or
    barriers are errors naming the op.

    #### Output IR

    * arguments: one `memref<?xT>` per `uop.define_global` in index order,
      then one `i32` per `uop.define_var` in order of appearance (tinygrad's
      calling convention), then one per variable that sizes a thread index
      without a `uop.define_var`;
    * the threads of a kernel without local memory or barriers are
      independent: one `scf.parallel` over every thread index runs them;
    * threads that share local memory or barriers run as workgroups: an
      `scf.parallel` over the block indices, and in each workgroup (between
      an `llvm.intr.stacksave`/`stackrestore`, so that what it allocates is
      freed) its local buffers, then each phase between two barriers as a
      loop over the thread indices (loop fission, as PoCL does). A loop
      that contains barriers runs once for the workgroup with its phases
      inside; an if that contains barriers guards each phase inside it,
      thread by thread. A value that a later phase uses is recomputed there
      or kept per thread, and the accumulators of loops that contain
      barriers are kept per thread;
    * each range body is an `scf.for`; the accumulators it carries are its
      iter_args, updated by the phis, and a phi read after the loop is the
      loop's result; each if body is an `scf.if`;
    * ALU ops become `arith`/`math` ops with the signed or unsigned variant
      the dtype asks for (unsigned dtypes become signless integers); bool
      arithmetic is C `_Bool`'s; float MAX is `arith.maxnumf`;
    * half types are storage formats: loads extend them to f32, all
      arithmetic is f32, stores and casts round back to the half format;
    * gated loads and stores become `scf.if`; vectors are `vector` values.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::func::FuncDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::math::MathDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect", "::mlir::vector::VectorDialect"
  ];
}

def ConvertUOpKernelsToRegions
    : Pass<"convert-uop-kernels-to-regions", "::mlir::ModuleOp"> {
  let summary = "Turn linearized uop kernels into func.func with scf regions";
  let description = [{
    The first step of `convert-uop-to-scf`, on its own: each linearized
    `uop.kernel` becomes a `func.func` of the same name whose arguments are
    the buffers (by index) and variables with their uop types; each
    range/endrange an `scf.for` whose iter_args are the accumulators naming
    it (the phis give the yields, and a phi read after the loop is the
    loop's result); each if/endif an `scf.if`; the thread indices the
    induction variables of an `scf.parallel`, split at barriers into thread
    loops per phase. The other uop ops keep their types inside those
    regions, for the op patterns (`populateUOpTo{Arith,MemRef,SCF}` and
    `populateUOpToGPU` ones) to lower.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::func::FuncDialect",
    "::mlir::LLVM::LLVMDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect", "::mlir::vector::VectorDialect"
  ];
}

//===----------------------------------------------------------------------===//
// UOpToGPU
//===----------------------------------------------------------------------===//

def ConvertUOpToGPU : Pass<"convert-uop-to-gpu", "::mlir::ModuleOp"> {
  let summary = "Convert linearized uop kernels to gpu.func kernels";
  let description = [{
    Moves each linearized `uop.kernel` into a `gpu.module @kernels` as a
    `gpu.func` kernel of the same name, with the body converted as by
    `convert-uop-to-scf`, except that the GPU runs the threads:

    * `gidx` thread indices are `gpu.block_id`, `lidx` ones `gpu.thread_id`
      and `idx` ones `gpu.global_id`, along their dimension;
    * `uop.define_local` buffers are workgroup attributions
      (`#gpu.address_space<workgroup>`), or for SPIR-V allocations in memory
      space 3, which SPIR-V's storage class mapping names Workgroup;
    * `uop.barrier` is `gpu.barrier`.

    The launch sizes the kernel records become the `gpu.func`'s
    `known_block_size`/`known_grid_size`. With `spirv-client-api=vulkan` or
    `opencl`, the module gets that client API's `spirv.target_env` (Vulkan
    1.1 shaders with 8/16/64-bit storage; OpenCL kernels with 64-bit
    integers and floats) and each kernel the `spirv.entry_point_abi` of its
    workgroup size, for `convert-gpu-to-spirv`; vectors are loaded and stored
    element by element. A dtype the target cannot hold (bfloat16; float16
    under OpenCL, whose Float16 capability the OpenCL profiles spirv-val
    checks do not allow) is an error naming the op, the dtype and the target,
    where the SPIR-V type conversion would silently widen it.

    Without a SPIR-V client API (the NVVM path), `uop.wmma` becomes
    `nvvm.mma.sync` (m16n8k16, f16 inputs, f32 accumulators: CUDA's
    8x16x16 half->float tile, the one tinygrad 0.9.0 emits). For SPIR-V,
    which has no such instruction here, wmma must first be expanded
    (`uop-expand-wmma`).
  }];
  let options = [
    Option<"spirvClientAPI", "spirv-client-api", "std::string", "\"\"",
           "Prepare for SPIR-V: 'vulkan' (shaders) or 'opencl' (kernels)">,
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect", "::mlir::gpu::GPUDialect",
    "::mlir::LLVM::LLVMDialect", "::mlir::NVVM::NVVMDialect",
    "::mlir::spirv::SPIRVDialect",
    "::mlir::math::MathDialect", "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect", "::mlir::vector::VectorDialect"
  ];
}

//===----------------------------------------------------------------------===//
// MathToSPIRV additions
//===----------------------------------------------------------------------===//

def UOpMathToSPIRV : Pass<"uop-math-to-spirv"> {
  let summary = "Lower the math ops that MLIR 22's math-to-spirv lacks";
  let description = [{
    Rewrites `math.exp2`, which `convert-math-to-spirv` does not lower in
    MLIR 22, and `math.log2`, which it lowers as `log(x) / ln 2` (rounding
    twice), for the SPIR-V environment in scope (scalars and vectors): under
    Vulkan to `spirv.GL.Exp2` and `spirv.GL.Log2` (16- and 32-bit floats).
    Under OpenCL, whose extended set MLIR 22 defines without exp2 and log2,
    `math.log2` is left to `convert-math-to-spirv` (`CL.log(x) / ln 2`,
    which rounds once more than a log2 would) and `math.exp2` becomes
    `spirv.CL.pow(2, x)` (OpenCL bounds pow's error by 16 ulp, exp2's by
    3).

    GLSL.std.450's Exp2, Log2 and Sin take 16- and 32-bit floats only: under
    Vulkan a float64 `math.exp2`, `math.log2` or `math.sin` is expanded in
    float64 and integer arithmetic (an error naming the op and the target
    where the environment lacks Int64), and so is a float32 `math.sin`,
    whose GLSL Sin may reduce a large argument inexactly; the expansions'
    float ops are SPIR-V ops decorated NoContraction (docs/Lowering.md).

    Under Vulkan `arith.remf`, which Vulkan lets a driver compute as
    `x - y * trunc(x / y)`, becomes an exact remainder (C's `fmod`): a loop
    subtracting from `|x|` the largest `|y| * 2^k` below it, each step exact.
  }];
  let dependentDialects = [
    "::mlir::math::MathDialect", "::mlir::scf::SCFDialect",
    "::mlir::spirv::SPIRVDialect", "::mlir::vector::VectorDialect"
  ];
}

//===----------------------------------------------------------------------===//
// Loop unrolling for lavapipe
//===----------------------------------------------------------------------===//

def UOpSPIRVDriverWorkarounds : Pass<"uop-spirv-driver-workarounds"> {
  let summary = "Rewrite the ops a Vulkan driver miscompiles (Mesa lavapipe)";
  let description = [{
    Works around three miscompilations of Mesa 22.3's lavapipe that
    uop-fuzz-diff found (docs/Reliability.md): signed 64-bit `arith.cmpi`
    orderings become unsigned ones of the operands with their sign bits
    flipped (lavapipe miscomputes `slt(sext(x), c)`), `arith.remsi`
    becomes `a - (a / b) * b` (lavapipe gives `INT_MIN % b` the wrong sign),
    and in a `strict_float` kernel `arith.mulf` by a constant zero becomes
    `select(|x| >= inf (unordered), NaN, copysign(0, x))`, negated for -0
    (lavapipe folds `x * 0.0` to 0 even under SignedZeroInfNanPreserve).
    All are exact wherever the original is defined. Opt-in:
    `uop-to-spirv{driver-workarounds}` runs it, which the Vulkan device asks
    for on lavapipe only.
  }];
  let dependentDialects = ["::mlir::math::MathDialect"];
}

def UOpSPIRVStrictFloat
    : Pass<"uop-spirv-strict-float", "::mlir::spirv::ModuleOp"> {
  let summary = "Keep signed zeros, infinities and NaNs in the SPIR-V "
                "entry points of strict_float kernels";
  let description = [{
    For every function that carries `uop.strict_float` (the `gpu.func` of a
    `strict_float` kernel, see `convert-uop-to-gpu`), adds the execution mode
    `SignedZeroInfNanPreserve` for each float width it computes with, and
    drops the attribute. Vulkan otherwise lets a driver assume that no value
    is an infinity or a NaN and ignore the sign of zero: lavapipe computes
    `-0 * inf` as 0 (found by uop-fuzz-diff, seed 101660). The mode needs
    SPV_KHR_float_controls, which `spirv-update-vce` then requires; a device
    without it refuses the kernel before launch. Run it after
    `spirv-lower-abi-attrs`, which declares the entry points.
  }];
}

def UOpUnrollInnerLoops : Pass<"uop-unroll-inner-loops"> {
  let summary = "Fully unroll innermost loops with a small constant trip count";
  let description = [{
    Unrolls every innermost `scf.for` whose trip count is a constant of at
    most `max-trip-count` (with `only-reductions`, only those that carry a
    value and write no memory; with `min-parent-trip-count`, only those
    inside a loop of at least that many iterations). The CPU pipeline runs
    it with `max-trip-count=4 only-reductions min-parent-trip-count=8`, so
    that the loop around a short reduction (a convolution's input channels)
    is innermost for LLVM's loop vectorizer where it can fill a vector: a
    4-step reduction unrolled inside a 3-iteration loop ran 3x slower
    (tinygrad's test_slice_fancy_indexing_no_dim_collapse).
    The SPIR-V pipeline runs it with
    `driver-workarounds`, which the Vulkan device asks for on lavapipe: Mesa's lavapipe
    (llvmpipe) ends every loop of a shader invocation once the invocation
    has run 65535 loop iterations in all (`LP_MAX_TGSI_LOOP_ITERATIONS`,
    shared between every loop of the shader), which a CPU-style kernel run
    as one invocation exceeds (a 256x256x256 matmul runs 262144). Unrolling
    the innermost loops divides that count by their trip counts.
  }];
  let options = [
    Option<"maxTripCount", "max-trip-count", "int64_t", "64",
           "Unroll innermost loops of at most this many iterations">,
    Option<"onlyReductions", "only-reductions", "bool", "false",
           "Unroll only loops that carry a value (an accumulator) and write "
           "no memory">,
    Option<"minParentTripCount", "min-parent-trip-count", "int64_t", "0",
           "Unroll only loops inside an scf.for of at least this many "
           "iterations (a constant); 0: any">,
  ];
  let dependentDialects = ["::mlir::scf::SCFDialect"];
}

def UOpSerializeSmallParallelLoops : Pass<"uop-serialize-small-parallel-loops"> {
  let summary = "Run parallel loops with little work as nested loops";
  let description = [{
    Replaces each outermost `scf.parallel` whose estimated work is below
    `min-work` by nested `scf.for`s, so that the CPU lowering does not
    start threads for it: on this project's 2-core reference machine an
    OpenMP parallel region costs about 2.5 us to open and join, more than a
    small kernel takes in all. The default threshold is measured there
    (uop-cpu-bench): kernels of this estimate run about 60-80 operations a
    nanosecond on one core, so 2^19 operations take some 7 us, where two
    cores begin to pay off. The work is the count of operations the loop
    runs: each op of its body once per iteration, the body of an `scf.for`
    times its trip count, and both branches of an `scf.if`. Where trip
    counts are not constants (symbolic sizes) the estimate is computed at
    run time, before the loop, and selects between the parallel loop and
    its serial copy; a trip count that only the loop's own body computes
    leaves the loop parallel.
  }];
  let options = [
    Option<"minWork", "min-work", "int64_t", "524288",
           "Loops estimated to run fewer operations than this become "
           "serial">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

def UOpHoistLoadsAboveIfs : Pass<"uop-hoist-loads-above-ifs"> {
  let summary = "Move loads and pure ops above the read-only scf.ifs before "
                "them, so that the ifs of gated loads sit together";
  let description = [{
    convert-uop-to-scf lowers a gated load to an `scf.if` around the load,
    in the order of the linearized kernel, where a convolution's padded
    window interleaves gated loads of the input with unconditional loads of
    the weights and the products of both. LLVM's jump threading then
    duplicates what lies between correlated gates into the paths it
    threads, and the loop vectorizer, faced with loads through phis of
    pointers, gives up ("cannot identify array bounds") or blends the
    duplicates. tinygrad's own C has every load first, and clang
    if-converts its loop into masked vector loads.

    Within each block, a run of `scf.if`s that only read memory is made
    contiguous: an op without regions that is pure or only reads memory (a
    load, the index arithmetic before it) moves above the run when its
    operands are defined before it (a value of an enclosing block always
    is), and a later if of the run moves up to the previous one when what it
    uses is defined before that; an op that uses an if's result therefore
    ends up after the run. An op that writes memory ends a run: nothing
    moves across it. The kernel computes the same values; only the order
    of reads changes.
  }];
}

def UOpKeepGatedLoopsUnpeeled : Pass<"uop-keep-gated-loops-unpeeled"> {
  let summary = "Mark short innermost loops with gated loads so that LLVM "
                "does not peel them";
  let description = [{
    At -O3, LLVM peels the first iterations off a loop whose compares
    become invariant after them: a padded window's `0 < i` gate. Where the
    loop vectorizer would turn the loop's gated loads into masked vector
    loads and the loop fits in a vector or two, that leaves scalar
    iterations, with the gates jump threading duplicates, and a remainder
    that no longer fills a vector: `conv2d_small`, whose 8-iteration window
    loop is otherwise one vector of 8 lanes, ran 3.2x slower peeled. A
    longer loop gains from peeling: `cumsum`'s 32-iteration loop of 31
    gated loads is worth vectorizing, by LLVM's cost model, only once 6
    gates are peeled off.

    Every innermost `scf.for` of at most `max-trip-count` iterations (a
    constant, by steps of 1) that holds an `scf.if` which only reads memory
    and loads consecutive elements along the loop (an index that steps by
    1 with it) gets
    `loop_annotation` with `llvm.loop.peeled.count` at its maximum, which
    LLVM's peeling takes as "nothing more to peel" (convert-scf-to-cf
    carries the annotation to the loop's latch branch). Full unrolling and
    vectorization stay allowed.
  }];
  let options = [
    Option<"maxTripCount", "max-trip-count", "int64_t", "16",
           "Mark loops of at most this many iterations (16: the float lanes "
           "of an AVX-512 vector)">,
  ];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def UOpKeepOuterLoopsScalar : Pass<"uop-keep-outer-loops-scalar"> {
  let summary = "Mark loops around a contiguous elementwise inner loop so "
                "that LLVM vectorizes along the inner loop";
  let description = [{
    LLVM's loop vectorizer sees only innermost loops, and at -O3 LLVM fully
    unrolls a short inner loop first: the loop around it then becomes
    innermost, and the vectorizer runs it across its iterations (the rows
    of the output), reading and writing the contiguous elements of each row
    one lane at a time (no gathers or scatters on this host) and shuffling
    them into place. The SLP vectorizer would have made row-wise vectors of
    the unrolled inner loop instead, and then spends most of a compile in
    scheduling the transposed block: `clang/softmax_k2` (`E_8_8_4`, an
    exp2 per element) compiled in 188 ms, 15 times the median kernel.

    Every `scf.for` that carries no value and whose body holds one loop,
    an innermost `scf.for` of a constant trip count (by steps of 1) that
    carries no value, stores at least `min-elements` elements in all, and
    whose stores and loads, all of one-dimensional buffers, are for each
    buffer contiguous along it (as many
    accesses as the elements their index steps by per iteration; loads
    may also read the same elements every iteration) gets `loop_annotation`
    with vectorization disabled, unless it has an annotation already. A
    reduction inner loop is left alone: vectorizing it across rows is the
    only way to vectorize it without reordering its sums.

    An `scf.parallel` of one induction variable, a unit step and no
    reductions, of a static trip count, with such a body, is strip-mined
    into at most `parallel-chunks` chunks of equal rows first
    (`uop::stripMine`), where a chunk then has two rows or more: the loop
    the OpenMP lowering makes of its
    iterations takes no annotation, so the `scf.for` over a chunk's rows is
    the one marked. A loop of dynamic trip count is left parallel and
    unmarked.
  }];
  let options = [
    Option<"minElements", "min-elements", "int64_t", "8",
           "Mark loops whose inner loop stores at least this many elements "
           "(8: the float lanes of an AVX2 vector)">,
    Option<"parallelChunks", "parallel-chunks", "int64_t", "64",
           "Into how many chunks a parallel loop of such rows is strip-mined, "
           "for the cores to share (0: leave parallel loops)">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

def UOpSelectNeverNaNMax : Pass<"uop-select-never-nan-max"> {
  let summary = "Rewrite arith.maxnumf with an operand that is never NaN as "
                "a compare and select";
  let description = [{
    A uop MAX on floats is IEEE maxNum, `arith.maxnumf`: a NaN operand
    yields the other one. x86 has no such instruction; LLVM lowers it to a
    `max` followed by a NaN check and a blend, unless it can prove an
    operand is never NaN, which it tries only a few ops deep. A max
    reduction (tinygrad's `-inf` accumulator, an unrolled chain of MAXes)
    then pays three instructions per element on its critical path, where
    tinygrad's C, `(a>b)?a:b`, pays one.

    Where one operand, `b`, is never NaN, `maxnumf(a, b)` is exactly
    `select(a > b, a, b)`: for a NaN `a` the compare is false and the
    result is `b`. x86 lowers that select to a single `max`. An operand is
    never NaN when it is a non-NaN constant, an integer converted to float,
    an extension or truncation of such a value, a maxnumf or minnumf with
    such an operand, a maximumf or minimumf or select of two such values,
    or an `scf.for` iter_arg whose initial and yielded values are (assumed
    of the iter_arg itself, then checked: an iter_arg whose yielded value
    may be NaN is not).
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def UOpInterchangeReductionLoops : Pass<"uop-interchange-reduction-loops"> {
  let summary = "Move the loop around a reduction inside it, in tiles, where "
                "its loads are cheaper to walk that way";
  let description = [{
    A reduction (an `scf.for` with iter_args and no loop inside it) that is
    the only loop of the body of a unit-step `scf.for` around it, say `j`
    around `k`, walks its loads along `k`. tinygrad's CLANG kernels put the
    reduction innermost, so a matmul's tile reads a column of its right-hand
    side with a row's stride on every iteration, and nothing vectorizes.
    Where the loads are cheaper to walk along `j`, this pass runs `j` in
    tiles of at most `tile-size` iterations and, for each tile, puts a copy
    of `j` inside `k`, keeping the accumulators of the tile in a stack
    buffer (`memref.alloca`, one per iter_arg):

    ```
    for j0 in tile starts:
      for j in tile: acc[j] = init(j)
      for k:
        for j in tile: acc[j] = body(j, k, acc[j])
      for j in tile: epilogue(j, acc[j])
    ```

    Each accumulator still sees the same operations in the same order, so
    no rounding changes. It is legal when the body of `j` before the
    reduction and the reduction itself only read memory, and the epilogue
    writes no buffer that they read (iterations of `j` then do not depend on
    one another). The loads' cost along a loop comes from the stride of
    their index along it (the `arith` of the index, linear in the loop's
    induction variable): an invariant load is free, a unit stride costs 1,
    a stride of at most 8 elements 2 (an interleaved group), anything else
    4; the buffer of accumulators adds 2 per iter_arg along `j`. The pass
    interchanges where the cost along `j` is lower. The tile shrinks (by
    halves) until the buffers take at most `max-buffer-bytes`. A reduction
    of fewer than `min-reduction-trips` iterations, known statically (a
    convolution's window row), stays: LLVM unrolls it and vectorizes `j`
    around it, faster than through a buffer (conv2d_small: 330 ns against
    880 ns). Where the outer loop's trip count is known only at run time
    (a symbolic shape), the interchanged loops run in an `scf.if` when that
    count is at least `min-dynamic-trips`, and the loop as it was otherwise:
    the tiles' set-up costs more than a short loop gains.

    The outer loop may also be a one-dimensional `scf.parallel` (the loop
    that the CPU's cores split). It is strip-mined first: a parallel loop
    over chunks of one tile around an `scf.for` over a chunk, which is then
    interchanged as above, its buffers in the parallel loop's body, so that
    each thread keeps its own (convert-scf-to-openmp gives that body an
    allocation scope). The check of `min-dynamic-trips` is then made per
    chunk. Without it, the threads would each walk the strided loads:
    tinygrad's symbolic mean over a 1024x1024 matrix took 2.3 ms on two
    cores against 0.2 ms interchanged on one.

    Where the loads are not cheaper along `j` (a row's sum reads the row in
    order), a reduction over one or a few floating-point accumulators still
    waits on each step for the last: LLVM may not reorder its additions.
    There the pass unrolls `j` and jams the copies into one reduction that
    carries all their accumulators, so that their chains overlap:

    ```
    for j0 in groups of f:
      prologue(j0), ..., prologue(j0 + f - 1)
      accs = for k with (acc[0..f-1]): body(j0 + i, k, acc[i]) for each i
      epilogue(j0 + i, accs[i]) for each i
    for j in what is left: as it was
    ```

    Each accumulator sees the same operations in the same order. `f` is
    `jam-factor`, lowered so that the jammed reduction carries at most 8
    accumulators and 256 ops per step, and no more than the outer loop's
    static trip count; integer reductions (which LLVM vectorizes itself), a
    reduction shorter than `min-reduction-trips` and a factor below 2 are
    left alone. A one-dimensional `scf.parallel` is strip-mined by `f` first.
    Measured with uop-cpu-bench against tinygrad's C: softmax's row max
    (softmax_1024_k0) 0.99x -> 6.6x, test_matmul__2 1.0x -> 4.3x,
    test_log_softmax__0 1.0x -> 2.25x.
  }];
  let options = [
    Option<"tileSize", "tile-size", "int64_t", "128",
           "The most iterations of the outer loop that one tile runs">,
    Option<"maxBufferBytes", "max-buffer-bytes", "int64_t", "32768",
           "The most bytes of accumulators one tile may keep on the stack">,
    Option<"minReductionTrips", "min-reduction-trips", "int64_t", "8",
           "The fewest static iterations of a reduction to move a loop into">,
    Option<"minDynamicTrips", "min-dynamic-trips", "int64_t", "32",
           "The fewest iterations, checked at run time, of an outer loop "
           "with a dynamic trip count to run interchanged (0: always)">,
    Option<"jamFactor", "jam-factor", "int64_t", "8",
           "Where the loads are not cheaper along the outer loop, the most "
           "iterations of it whose floating-point reductions run jammed "
           "together (0 or 1: none)">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect"];
}

def UOpPackReductionPanels : Pass<"uop-pack-reduction-panels"> {
  let summary = "Run a parallel loop's rows in chunks that share packed "
                "panels of the loads its reduction takes from other loops, "
                "as vectors across the loop around the reduction";
  let description = [{
    Matches a one-dimensional `scf.parallel` over rows `i` whose body is
    pure ops and one `scf.for` over columns `j` around a reduction over `k`
    (as `uop-interchange-reduction-loops` does: the prologue and the
    reduction only read, the epilogue writes nothing they read). A matmul's
    right-hand side is such a load: its index moves with `j` and `k`, not
    with `i`, so every row reads the same elements again, a row apart from
    one `k` to the next. The pass runs the rows in `chunks` chunks and, in
    each chunk, the columns in groups of `lanes`:

    ```
    parallel over row chunks:
      for j0 in groups of `lanes` columns:
        for k: panel[k][b][c] = load b at (j0 + c, k)   for each b, c
        for i in the chunk:
          accs = for k with (vector accumulators):
                   body(i, k) with load b as vector panel[k][b][0..lanes)
          epilogue(i, j0 + c, lane c of accs)           for each c
      for i in the chunk, j in what is left: as it was
    ```

    The panels of all chunks are one stack buffer `[chunk][k][b][lane]`,
    allocated where `uop-interchange-reduction-loops` puts its buffers (the
    start of the function, or of the parallel loop's body around the rows):
    once, whether the chunks then run on threads or one after another. Each
    lane runs the scalar ops
    of its column in their order, so no rounding changes; an op of the
    reduction that depends on `j` or on an accumulator becomes the same op
    on vectors, which needs every such op to be elementwise on scalars. The
    rows' iterations are independent (the loop is parallel), and each
    row's columns still run in order, so moving the groups of columns
    outside the rows keeps the kernel's meaning.

    Applies where the rows run at least `2 * min-chunk-rows` times, the
    columns at least `lanes` times and the reduction at least 16 times, all
    with constant bounds; every load that moves with `j` does not move with
    `i` or an accumulator; the reduction carries at most 16 scalars; and
    a chunk's panel takes at most `max-panel-bytes`. On this project's
    reference machine, tinygrad's matmul 1024 kernel (a 4x4 register tile)
    went from 23-41 to 60-79 GFLOP/s on one core, and from 39-44 to 76-153
    on two (uop-cpu-bench runs on a VM whose second core is erratic).
  }];
  let options = [
    Option<"lanes", "lanes", "int64_t", "8",
           "The columns that one vector covers (0: never pack)">,
    Option<"chunks", "chunks", "int64_t", "4",
           "How many chunks of rows the parallel loop runs; each packs "
           "its own panels">,
    Option<"minChunkRows", "min-chunk-rows", "int64_t", "8",
           "The fewest rows of a chunk">,
    Option<"maxPanelBytes", "max-panel-bytes", "int64_t", "131072",
           "The most bytes the panel of one chunk may take on the stack">,
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

#endif // UOP_CONVERSION_PASSES
