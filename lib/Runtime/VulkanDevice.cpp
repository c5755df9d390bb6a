//===- VulkanDevice.cpp - SPIR-V compute kernels through Vulkan -----------===//
//
// Part of the uop project, under the Apache License v2.0 with LLVM Exceptions.
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Buffers are host-visible, coherent storage buffers (on Mesa's lavapipe all
// memory is); a kernel's arguments are bound at set 0 in argument order,
// each symbolic variable as a storage buffer holding one i32, as MLIR's
// SPIR-V lowering expects.
//
//===----------------------------------------------------------------------===//

#include "VulkanDevice.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/ScopeExit.h"
#include <chrono>
#include <cstring>
#include <map>
#include <tuple>
#include <vulkan/vulkan.h>

using namespace uop::runtime;

/// A zeroed Vulkan info structure of type `type`.
template <typename T> static T makeInfo(VkStructureType type) {
  T info{};
  info.sType = type;
  return info;
}

static llvm::Error vulkanError(const llvm::Twine &what, VkResult result) {
  return llvm::createStringError(what + " failed (VkResult " +
                                 llvm::Twine(static_cast<int>(result)) + ")");
}

namespace {

/// A storage buffer, or a view into one.
struct VulkanMemory {
  VkBuffer buffer = VK_NULL_HANDLE;
  VkDeviceMemory memory = VK_NULL_HANDLE;
  char *mapped = nullptr;
  VkDeviceSize offset = 0, size = 0;
  /// The view's base (null for a base buffer).
  VulkanMemory *base = nullptr;
};

/// What a device supports, by the SPIR-V capabilities a kernel declares.
struct Capabilities {
  llvm::DenseSet<uint32_t> supported;
};

class VulkanAllocator : public LRUAllocator {
public:
  VulkanAllocator(VkPhysicalDevice physical, VkDevice device)
      : device(device) {
    vkGetPhysicalDeviceMemoryProperties(physical, &memoryProperties);
    VkPhysicalDeviceProperties properties;
    vkGetPhysicalDeviceProperties(physical, &properties);
    offsetAlignment = properties.limits.minStorageBufferOffsetAlignment;
  }
  ~VulkanAllocator() override { freeCache(); }

  llvm::Error copyIn(Opaque dest, const void *src, size_t size) override {
    auto *memory = static_cast<VulkanMemory *>(dest);
    std::memcpy(memory->mapped, src, size);
    return llvm::Error::success();
  }
  llvm::Error copyOut(void *dest, Opaque src, size_t size) override {
    auto *memory = static_cast<VulkanMemory *>(src);
    std::memcpy(dest, memory->mapped, size);
    return llvm::Error::success();
  }
  llvm::Expected<Opaque> offset(Opaque base, size_t size,
                                size_t offset) override {
    // One handle per view, made once and kept until its base is released.
    auto *memory = static_cast<VulkanMemory *>(base);
    std::unique_ptr<VulkanMemory> &view = views[{memory, offset, size}];
    if (!view) {
      view = std::make_unique<VulkanMemory>(*memory);
      view->offset = offset;
      view->size = size;
      view->mapped = memory->mapped + offset;
      view->base = memory;
    }
    return view.get();
  }
  /// The alignment a bound view's offset needs.
  VkDeviceSize getOffsetAlignment() const { return offsetAlignment; }

protected:
  llvm::Expected<Opaque> allocate(size_t size,
                                  const BufferOptions &) override {
    auto memory = std::make_unique<VulkanMemory>();
    memory->size = size;
    VkBufferCreateInfo info = makeInfo<VkBufferCreateInfo>(VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO);
    info.size = size;
    info.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT;
    info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    if (VkResult r = vkCreateBuffer(device, &info, nullptr, &memory->buffer))
      return vulkanError("vkCreateBuffer", r);
    VkMemoryRequirements requirements;
    vkGetBufferMemoryRequirements(device, memory->buffer, &requirements);
    VkMemoryPropertyFlags wanted = VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
                                   VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
    uint32_t type = 0;
    while (type < memoryProperties.memoryTypeCount &&
           !((requirements.memoryTypeBits & (1u << type)) &&
             (memoryProperties.memoryTypes[type].propertyFlags & wanted) ==
                 wanted))
      ++type;
    if (type == memoryProperties.memoryTypeCount) {
      vkDestroyBuffer(device, memory->buffer, nullptr);
      return llvm::createStringError(
          "the Vulkan device has no host-visible coherent memory");
    }
    VkMemoryAllocateInfo allocation = makeInfo<VkMemoryAllocateInfo>(VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO);
    allocation.allocationSize = requirements.size;
    allocation.memoryTypeIndex = type;
    VkResult r = vkAllocateMemory(device, &allocation, nullptr, &memory->memory);
    if (r != VK_SUCCESS) {
      vkDestroyBuffer(device, memory->buffer, nullptr);
      if (r == VK_ERROR_OUT_OF_DEVICE_MEMORY || r == VK_ERROR_OUT_OF_HOST_MEMORY)
        return llvm::make_error<OutOfMemoryError>(size);
      return vulkanError("vkAllocateMemory", r);
    }
    if (VkResult r =
            vkBindBufferMemory(device, memory->buffer, memory->memory, 0)) {
      vkDestroyBuffer(device, memory->buffer, nullptr);
      vkFreeMemory(device, memory->memory, nullptr);
      return vulkanError("vkBindBufferMemory", r);
    }
    void *mapped = nullptr;
    if (VkResult r = vkMapMemory(device, memory->memory, 0, VK_WHOLE_SIZE, 0,
                                 &mapped)) {
      release(memory.get(), size, {});
      memory.release();
      return vulkanError("vkMapMemory", r);
    }
    memory->mapped = static_cast<char *>(mapped);
    return memory.release();
  }
  void release(Opaque opaque, size_t, const BufferOptions &) override {
    auto *memory = static_cast<VulkanMemory *>(opaque);
    // Its views go with it.
    for (auto it = views.begin(); it != views.end();)
      it = std::get<0>(it->first) == memory ? views.erase(it) : std::next(it);
    if (memory->mapped)
      vkUnmapMemory(device, memory->memory);
    vkDestroyBuffer(device, memory->buffer, nullptr);
    vkFreeMemory(device, memory->memory, nullptr);
    delete memory;
  }

private:
  VkDevice device;
  VkPhysicalDeviceMemoryProperties memoryProperties;
  VkDeviceSize offsetAlignment = 1;
  std::map<std::tuple<VulkanMemory *, size_t, size_t>,
           std::unique_ptr<VulkanMemory>>
      views;
};

class VulkanDevice;

class VulkanProgram : public Program {
public:
  VulkanProgram(VulkanDevice &device, VkShaderModule module,
                VkDescriptorSetLayout layout, VkPipelineLayout pipelineLayout,
                VkPipeline pipeline, uint32_t numBindings)
      : device(device), module(module), layout(layout),
        pipelineLayout(pipelineLayout), pipeline(pipeline),
        numBindings(numBindings) {}
  ~VulkanProgram() override;
  llvm::Expected<double> launch(llvm::ArrayRef<Buffer *> buffers,
                                const LaunchSize &size,
                                llvm::ArrayRef<int32_t> vars) override;

private:
  VulkanDevice &device;
  VkShaderModule module;
  VkDescriptorSetLayout layout;
  VkPipelineLayout pipelineLayout;
  VkPipeline pipeline;
  /// The kernel's arguments: its buffers, then its variables.
  uint32_t numBindings;
};

class VulkanDevice : public Device {
public:
  VulkanDevice(std::string name, VkInstance instance, VkPhysicalDevice physical,
               VkDevice device, uint32_t queueFamily, VkCommandPool commandPool,
               Capabilities capabilities)
      : Device(std::move(name)), device(device), commandPool(commandPool),
        instance(instance),
        capabilities(std::move(capabilities)), memory(physical, device) {
    vkGetDeviceQueue(device, queueFamily, 0, &queue);
    VkPhysicalDeviceProperties properties;
    vkGetPhysicalDeviceProperties(physical, &properties);
    isLavapipe = llvm::StringRef(properties.deviceName).starts_with("llvmpipe");
  }
  ~VulkanDevice() override {
    vkDestroyCommandPool(device, commandPool, nullptr);
    // Buffers go before the device.
    memory.freeCache();
    vkDestroyDevice(device, nullptr);
    vkDestroyInstance(instance, nullptr);
  }

  Allocator &allocator() override { return memory; }
  /// Mesa's lavapipe (llvmpipe) gets SPIR-V with its workarounds.
  llvm::StringRef target() const override {
    return isLavapipe ? "spirv-vulkan-lavapipe" : "spirv-vulkan";
  }
  VkDeviceSize memoryAlignment() const { return memory.getOffsetAlignment(); }
  llvm::Expected<std::unique_ptr<Program>> load(llvm::StringRef binary,
                                                llvm::StringRef entry) override;

  VkDevice device;
  VkCommandPool commandPool;
  VkQueue queue = VK_NULL_HANDLE;

private:
  VkInstance instance;
  Capabilities capabilities;
  VulkanAllocator memory;
  bool isLavapipe = false;
  friend class VulkanProgram;
};

/// The SPIR-V capabilities a module declares, and its storage-buffer
/// bindings (the largest binding in set 0, plus one).
struct ModuleInfo {
  std::vector<uint32_t> capabilities;
  uint32_t numBindings = 0;
};

llvm::Expected<ModuleInfo> scanSPIRV(llvm::ArrayRef<uint32_t> words) {
  if (words.size() < 5 || words[0] != 0x07230203)
    return llvm::createStringError("not a SPIR-V binary");
  ModuleInfo info;
  for (size_t at = 5; at < words.size();) {
    uint32_t opcode = words[at] & 0xffff, count = words[at] >> 16;
    if (count == 0 || at + count > words.size())
      return llvm::createStringError("a malformed SPIR-V instruction");
    constexpr uint32_t kOpCapability = 17, kOpDecorate = 71,
                       kDecorationBinding = 33;
    if (opcode == kOpCapability && count == 2)
      info.capabilities.push_back(words[at + 1]);
    if (opcode == kOpDecorate && count == 4 &&
        words[at + 2] == kDecorationBinding)
      info.numBindings = std::max(info.numBindings, words[at + 3] + 1);
    at += count;
  }
  return info;
}

/// The name of a SPIR-V capability the device checks, and what a kernel
/// uses it for; a null name for the others.
std::pair<const char *, const char *> describeCapability(uint32_t capability) {
  constexpr const char *dtype = "an unsupported dtype";
  switch (capability) {
  case 9: return {"Float16", dtype};
  case 10: return {"Float64", dtype};
  case 11: return {"Int64", dtype};
  case 22: return {"Int16", dtype};
  case 39: return {"Int8", dtype};
  case 4433: return {"StorageBuffer16BitAccess", dtype};
  case 4448: return {"StorageBuffer8BitAccess", dtype};
  case 4466:
    return {"SignedZeroInfNanPreserve",
            "IEEE infinities, NaNs and signed zeros in a strict_float kernel"};
  default: return {nullptr, nullptr};
  }
}

} // namespace

llvm::Expected<std::unique_ptr<Program>>
VulkanDevice::load(llvm::StringRef binary, llvm::StringRef entry) {
  if (binary.size() % 4)
    return llvm::createStringError("a SPIR-V binary is whole 32-bit words");
  std::vector<uint32_t> words(binary.size() / 4);
  std::memcpy(words.data(), binary.data(), binary.size());
  llvm::Expected<ModuleInfo> info = scanSPIRV(words);
  if (!info)
    return info.takeError();
  for (uint32_t capability : info->capabilities)
    if (!capabilities.supported.contains(capability))
      if (auto [name, use] = describeCapability(capability); name)
        return llvm::createStringError(
            "the kernel needs the SPIR-V capability " + llvm::Twine(name) +
            ", which this Vulkan device lacks (" + use + ")");

  VkShaderModuleCreateInfo moduleInfo = makeInfo<VkShaderModuleCreateInfo>(VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO);
  moduleInfo.codeSize = binary.size();
  moduleInfo.pCode = words.data();
  VkShaderModule module;
  if (VkResult r = vkCreateShaderModule(device, &moduleInfo, nullptr, &module))
    return vulkanError("vkCreateShaderModule", r);
  std::vector<VkDescriptorSetLayoutBinding> bindings(info->numBindings);
  for (uint32_t i = 0; i < info->numBindings; ++i)
    bindings[i] = {i, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 1,
                   VK_SHADER_STAGE_COMPUTE_BIT, nullptr};
  VkDescriptorSetLayoutCreateInfo layoutInfo = makeInfo<VkDescriptorSetLayoutCreateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO);
  layoutInfo.bindingCount = bindings.size();
  layoutInfo.pBindings = bindings.data();
  VkDescriptorSetLayout layout;
  if (VkResult r =
          vkCreateDescriptorSetLayout(device, &layoutInfo, nullptr, &layout)) {
    vkDestroyShaderModule(device, module, nullptr);
    return vulkanError("vkCreateDescriptorSetLayout", r);
  }
  VkPipelineLayoutCreateInfo pipelineLayoutInfo = makeInfo<VkPipelineLayoutCreateInfo>(VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO);
  pipelineLayoutInfo.setLayoutCount = 1;
  pipelineLayoutInfo.pSetLayouts = &layout;
  VkPipelineLayout pipelineLayout;
  if (VkResult r = vkCreatePipelineLayout(device, &pipelineLayoutInfo, nullptr,
                                          &pipelineLayout)) {
    vkDestroyDescriptorSetLayout(device, layout, nullptr);
    vkDestroyShaderModule(device, module, nullptr);
    return vulkanError("vkCreatePipelineLayout", r);
  }
  std::string name = entry.str();
  VkComputePipelineCreateInfo pipelineInfo = makeInfo<VkComputePipelineCreateInfo>(VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO);
  pipelineInfo.stage = makeInfo<VkPipelineShaderStageCreateInfo>(
      VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO);
  pipelineInfo.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
  pipelineInfo.stage.module = module;
  pipelineInfo.stage.pName = name.c_str();
  pipelineInfo.layout = pipelineLayout;
  VkPipeline pipeline;
  if (VkResult r = vkCreateComputePipelines(device, VK_NULL_HANDLE, 1,
                                            &pipelineInfo, nullptr, &pipeline)) {
    vkDestroyPipelineLayout(device, pipelineLayout, nullptr);
    vkDestroyDescriptorSetLayout(device, layout, nullptr);
    vkDestroyShaderModule(device, module, nullptr);
    return vulkanError("vkCreateComputePipelines for '" + name + "'", r);
  }
  return std::make_unique<VulkanProgram>(*this, module, layout, pipelineLayout,
                                         pipeline, info->numBindings);
}

VulkanProgram::~VulkanProgram() {
  vkDestroyPipeline(device.device, pipeline, nullptr);
  vkDestroyPipelineLayout(device.device, pipelineLayout, nullptr);
  vkDestroyDescriptorSetLayout(device.device, layout, nullptr);
  vkDestroyShaderModule(device.device, module, nullptr);
}

llvm::Expected<double> VulkanProgram::launch(llvm::ArrayRef<Buffer *> buffers,
                                             const LaunchSize &size,
                                             llvm::ArrayRef<int32_t> vars) {
  VkDevice vk = device.device;
  if (buffers.size() + vars.size() != numBindings)
    return llvm::createStringError(
        "the kernel takes " + llvm::Twine(numBindings) +
        " buffers and variables, but the launch gives " +
        llvm::Twine(buffers.size() + vars.size()));
  // Each variable travels in a storage buffer of its own.
  std::vector<Buffer> varBuffers;
  for (int32_t value : vars) {
    varBuffers.emplace_back(device.allocator(), device.name(), 1,
                            sizeof(int32_t));
    if (llvm::Error error = varBuffers.back().copyIn(&value, sizeof(value)))
      return std::move(error);
  }
  std::vector<VkDescriptorBufferInfo> infos;
  auto bind = [&](Buffer &buffer) -> llvm::Error {
    llvm::Expected<Opaque> opaque = buffer.allocate();
    if (!opaque)
      return opaque.takeError();
    auto *memory = static_cast<VulkanMemory *>(*opaque);
    if (memory->offset % device.memoryAlignment())
      return llvm::createStringError(
          "a Vulkan buffer view must start at a multiple of " +
          llvm::Twine(device.memoryAlignment()) + " bytes, not " +
          llvm::Twine(memory->offset));
    infos.push_back({memory->buffer, memory->offset, memory->size});
    return llvm::Error::success();
  };
  for (Buffer *buffer : buffers)
    if (llvm::Error error = bind(*buffer))
      return std::move(error);
  for (Buffer &buffer : varBuffers)
    if (llvm::Error error = bind(buffer))
      return std::move(error);

  VkDescriptorPoolSize poolSize{VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
                                std::max<uint32_t>(1, infos.size())};
  VkDescriptorPoolCreateInfo poolInfo = makeInfo<VkDescriptorPoolCreateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO);
  poolInfo.maxSets = 1;
  poolInfo.poolSizeCount = 1;
  poolInfo.pPoolSizes = &poolSize;
  VkDescriptorPool pool;
  if (VkResult r = vkCreateDescriptorPool(vk, &poolInfo, nullptr, &pool))
    return vulkanError("vkCreateDescriptorPool", r);
  llvm::scope_exit destroyPool([&] { vkDestroyDescriptorPool(vk, pool, nullptr); });
  VkDescriptorSetAllocateInfo setInfo = makeInfo<VkDescriptorSetAllocateInfo>(VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO);
  setInfo.descriptorPool = pool;
  setInfo.descriptorSetCount = 1;
  setInfo.pSetLayouts = &layout;
  VkDescriptorSet set;
  if (VkResult r = vkAllocateDescriptorSets(vk, &setInfo, &set))
    return vulkanError("vkAllocateDescriptorSets", r);
  std::vector<VkWriteDescriptorSet> writes;
  for (uint32_t i = 0; i < infos.size(); ++i) {
    VkWriteDescriptorSet write = makeInfo<VkWriteDescriptorSet>(VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET);
    write.dstSet = set;
    write.dstBinding = i;
    write.descriptorCount = 1;
    write.descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    write.pBufferInfo = &infos[i];
    writes.push_back(write);
  }
  vkUpdateDescriptorSets(vk, writes.size(), writes.data(), 0, nullptr);

  VkCommandBufferAllocateInfo commandInfo = makeInfo<VkCommandBufferAllocateInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO);
  commandInfo.commandPool = device.commandPool;
  commandInfo.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
  commandInfo.commandBufferCount = 1;
  VkCommandBuffer commands;
  if (VkResult r = vkAllocateCommandBuffers(vk, &commandInfo, &commands))
    return vulkanError("vkAllocateCommandBuffers", r);
  llvm::scope_exit freeCommands(
      [&] { vkFreeCommandBuffers(vk, device.commandPool, 1, &commands); });
  VkCommandBufferBeginInfo begin = makeInfo<VkCommandBufferBeginInfo>(VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO);
  begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  vkBeginCommandBuffer(commands, &begin);
  vkCmdBindPipeline(commands, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline);
  vkCmdBindDescriptorSets(commands, VK_PIPELINE_BIND_POINT_COMPUTE,
                          pipelineLayout, 0, 1, &set, 0, nullptr);
  vkCmdDispatch(commands, size.global[0], size.global[1], size.global[2]);
  vkEndCommandBuffer(commands);

  VkFenceCreateInfo fenceInfo = makeInfo<VkFenceCreateInfo>(VK_STRUCTURE_TYPE_FENCE_CREATE_INFO);
  VkFence fence;
  vkCreateFence(vk, &fenceInfo, nullptr, &fence);
  llvm::scope_exit destroyFence([&] { vkDestroyFence(vk, fence, nullptr); });
  VkSubmitInfo submit = makeInfo<VkSubmitInfo>(VK_STRUCTURE_TYPE_SUBMIT_INFO);
  submit.commandBufferCount = 1;
  submit.pCommandBuffers = &commands;
  auto start = std::chrono::steady_clock::now();
  if (VkResult r = vkQueueSubmit(device.queue, 1, &submit, fence))
    return vulkanError("vkQueueSubmit", r);
  if (VkResult r = vkWaitForFences(vk, 1, &fence, VK_TRUE, UINT64_MAX))
    return vulkanError("vkWaitForFences", r);
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
      .count();
}

llvm::Expected<std::unique_ptr<Device>>
uop::runtime::openVulkanDevice(llvm::StringRef name) {
  uint32_t index = 0;
  if (auto [kind, number] = name.split(':'); !number.empty() &&
                                             number.getAsInteger(10, index))
    return llvm::createStringError("'" + name + "' is not a device index");
  VkApplicationInfo app = makeInfo<VkApplicationInfo>(VK_STRUCTURE_TYPE_APPLICATION_INFO);
  app.pApplicationName = "uop";
  app.apiVersion = VK_API_VERSION_1_1;
  VkInstanceCreateInfo instanceInfo = makeInfo<VkInstanceCreateInfo>(VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO);
  instanceInfo.pApplicationInfo = &app;
  VkInstance instance;
  if (VkResult r = vkCreateInstance(&instanceInfo, nullptr, &instance))
    return vulkanError("vkCreateInstance (no Vulkan 1.1 driver?)", r);
  llvm::scope_exit destroyInstance([&] { vkDestroyInstance(instance, nullptr); });
  uint32_t count = 0;
  vkEnumeratePhysicalDevices(instance, &count, nullptr);
  if (index >= count)
    return llvm::createStringError("Vulkan has " + llvm::Twine(count) +
                                   " devices, no device " +
                                   llvm::Twine(index));
  std::vector<VkPhysicalDevice> physicals(count);
  vkEnumeratePhysicalDevices(instance, &count, physicals.data());
  VkPhysicalDevice physical = physicals[index];

  uint32_t familyCount = 0;
  vkGetPhysicalDeviceQueueFamilyProperties(physical, &familyCount, nullptr);
  std::vector<VkQueueFamilyProperties> families(familyCount);
  vkGetPhysicalDeviceQueueFamilyProperties(physical, &familyCount,
                                           families.data());
  uint32_t family = 0;
  while (family < familyCount &&
         !(families[family].queueFlags & VK_QUEUE_COMPUTE_BIT))
    ++family;
  if (family == familyCount)
    return llvm::createStringError("the Vulkan device has no compute queue");

  // Enable what the device has of what the kernels may use; record it.
  VkPhysicalDevice16BitStorageFeatures storage16 = makeInfo<VkPhysicalDevice16BitStorageFeatures>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_16BIT_STORAGE_FEATURES);
  VkPhysicalDevice8BitStorageFeatures storage8 = makeInfo<VkPhysicalDevice8BitStorageFeatures>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_8BIT_STORAGE_FEATURES);
  VkPhysicalDeviceShaderFloat16Int8Features float16Int8 = makeInfo<VkPhysicalDeviceShaderFloat16Int8Features>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_FLOAT16_INT8_FEATURES);
  storage16.pNext = &storage8;
  storage8.pNext = &float16Int8;
  VkPhysicalDeviceFeatures2 features = makeInfo<VkPhysicalDeviceFeatures2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2);
  features.pNext = &storage16;
  vkGetPhysicalDeviceFeatures2(physical, &features);
  Capabilities capabilities;
  capabilities.supported.insert(1); // Shader
  if (features.features.shaderFloat64)
    capabilities.supported.insert(10);
  if (features.features.shaderInt64)
    capabilities.supported.insert(11);
  if (features.features.shaderInt16)
    capabilities.supported.insert(22);
  if (float16Int8.shaderFloat16)
    capabilities.supported.insert(9);
  if (float16Int8.shaderInt8)
    capabilities.supported.insert(39);
  if (storage16.storageBuffer16BitAccess)
    capabilities.supported.insert(4433);
  if (storage8.storageBuffer8BitAccess)
    capabilities.supported.insert(4448);

  float priority = 1.0f;
  VkDeviceQueueCreateInfo queueInfo = makeInfo<VkDeviceQueueCreateInfo>(VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO);
  queueInfo.queueFamilyIndex = family;
  queueInfo.queueCount = 1;
  queueInfo.pQueuePriorities = &priority;
  const char *extensions[] = {"VK_KHR_8bit_storage",
                              "VK_KHR_shader_float16_int8",
                              "VK_KHR_shader_float_controls"};
  uint32_t extensionCount = 0;
  vkEnumerateDeviceExtensionProperties(physical, nullptr, &extensionCount,
                                       nullptr);
  std::vector<VkExtensionProperties> available(extensionCount);
  vkEnumerateDeviceExtensionProperties(physical, nullptr, &extensionCount,
                                       available.data());
  std::vector<const char *> enabled;
  for (const char *extension : extensions)
    for (const VkExtensionProperties &property : available)
      if (std::strcmp(property.extensionName, extension) == 0)
        enabled.push_back(extension);
  // Chain only the features whose extensions are enabled (16-bit storage
  // is core in Vulkan 1.1).
  bool has8Bit = llvm::is_contained(enabled, llvm::StringRef(extensions[0]));
  bool hasFloat16Int8 =
      llvm::is_contained(enabled, llvm::StringRef(extensions[1]));
  storage16.pNext = has8Bit ? static_cast<void *>(&storage8)
                            : hasFloat16Int8 ? &float16Int8 : nullptr;
  storage8.pNext = hasFloat16Int8 ? &float16Int8 : nullptr;
  if (!has8Bit)
    capabilities.supported.erase(4448);
  if (!hasFloat16Int8) {
    capabilities.supported.erase(9);
    capabilities.supported.erase(39);
  }
  // Strict kernels keep IEEE specials at every float width they use.
  VkPhysicalDeviceFloatControlsPropertiesKHR floatControls = makeInfo<VkPhysicalDeviceFloatControlsPropertiesKHR>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FLOAT_CONTROLS_PROPERTIES_KHR);
  VkPhysicalDeviceProperties2 properties = makeInfo<VkPhysicalDeviceProperties2>(VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2);
  properties.pNext = &floatControls;
  vkGetPhysicalDeviceProperties2(physical, &properties);
  if (llvm::is_contained(enabled, llvm::StringRef(extensions[2])) &&
      floatControls.shaderSignedZeroInfNanPreserveFloat16 &&
      floatControls.shaderSignedZeroInfNanPreserveFloat32 &&
      floatControls.shaderSignedZeroInfNanPreserveFloat64)
    capabilities.supported.insert(4466);
  VkDeviceCreateInfo deviceInfo = makeInfo<VkDeviceCreateInfo>(VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO);
  deviceInfo.pNext = &features;
  deviceInfo.queueCreateInfoCount = 1;
  deviceInfo.pQueueCreateInfos = &queueInfo;
  deviceInfo.enabledExtensionCount = enabled.size();
  deviceInfo.ppEnabledExtensionNames = enabled.data();
  VkDevice device;
  if (VkResult r = vkCreateDevice(physical, &deviceInfo, nullptr, &device))
    return vulkanError("vkCreateDevice", r);
  VkCommandPoolCreateInfo poolInfo = makeInfo<VkCommandPoolCreateInfo>(
      VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO);
  poolInfo.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
  poolInfo.queueFamilyIndex = family;
  VkCommandPool commandPool;
  if (VkResult r = vkCreateCommandPool(device, &poolInfo, nullptr,
                                       &commandPool)) {
    vkDestroyDevice(device, nullptr);
    return vulkanError("vkCreateCommandPool", r);
  }
  destroyInstance.release();
  return std::make_unique<VulkanDevice>(name.str(), instance, physical, device,
                                        family, commandPool,
                                        std::move(capabilities));
}
